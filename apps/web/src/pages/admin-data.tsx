import { PlaceholderPage } from "../components/placeholder-page";

export function DataPage() {
  return <PlaceholderPage heading="Data" description="The operations screen arrives with the admin work." />;
}
