import { PlaceholderPage } from "../components/placeholder-page.tsx";

export function CancelledPage() {
  return (
    <PlaceholderPage
      heading="Payment Unsuccessful"
      description="Paid plans are not open yet, so no payment was attempted and nothing was charged."
    />
  );
}
