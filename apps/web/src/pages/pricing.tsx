import { PlaceholderPage } from "../components/placeholder-page";

export function PricingPage() {
  return (
    <PlaceholderPage
      heading="Choose Your Plan"
      description="Plans and checkout arrive with the billing work."
    />
  );
}
