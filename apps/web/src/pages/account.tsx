import { PlaceholderPage } from "../components/placeholder-page";

export function AccountPage() {
  return <PlaceholderPage heading="Account" description="Account settings arrive with the sign-in work." />;
}
