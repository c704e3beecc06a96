import { PlaceholderPage } from "../components/placeholder-page";

export function CancelledPage() {
  return (
    <PlaceholderPage heading="Payment Unsuccessful" description="This page arrives with the billing work." />
  );
}
