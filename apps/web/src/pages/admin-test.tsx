import { PlaceholderPage } from "../components/placeholder-page";

export function TestPage() {
  return (
    <PlaceholderPage
      heading="Test"
      description="The channel-videos test button arrives with the admin work."
    />
  );
}
