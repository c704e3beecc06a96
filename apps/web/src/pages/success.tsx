import { PlaceholderPage } from "../components/placeholder-page";

export function SuccessPage() {
  return (
    <PlaceholderPage
      heading="Setting up your subscription..."
      description="Payment confirmation arrives with the billing work."
    />
  );
}
