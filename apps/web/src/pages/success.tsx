import { PlaceholderPage } from "../components/placeholder-page";

export function SuccessPage() {
  return (
    <PlaceholderPage
      heading="Setting up your subscription..."
      description="Paid plans are not open yet, so there is no subscription to set up and nothing was charged."
    />
  );
}
