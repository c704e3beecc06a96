import { PlaceholderPage } from "../components/placeholder-page";

export function OutliersPage() {
  return <PlaceholderPage heading="Outliers" description="The outliers table arrives with the video work." />;
}
