import { PlaceholderPage } from "../components/placeholder-page";

export function PricingPage() {
  return (
    <PlaceholderPage
      heading="Choose Your Plan"
      description="Paid plans are not open yet. Everything VidInsight offers today (outlier scores and VPH on YouTube, one-click tag copying, the Outliers table and Saved Videos) is free with an account."
    />
  );
}
