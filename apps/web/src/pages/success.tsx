import { PlaceholderPage } from "../components/placeholder-page.tsx";

export function SuccessPage() {
  return (
    <PlaceholderPage
      heading="No subscription to set up"
      description="Paid plans are not open yet, so nothing was charged. Everything available today is free with an account."
    />
  );
}
