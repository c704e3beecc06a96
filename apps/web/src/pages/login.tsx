import { PlaceholderPage } from "../components/placeholder-page";

export function LoginPage() {
  return (
    <PlaceholderPage
      heading="Log in to VidInsight"
      description="Passwordless email sign-in arrives with the sign-in work."
    />
  );
}
