import { PlaceholderPage } from "../components/placeholder-page";

export function SavedVideosPage() {
  return (
    <PlaceholderPage heading="Saved Videos" description="Your saved videos arrive with the video work." />
  );
}
