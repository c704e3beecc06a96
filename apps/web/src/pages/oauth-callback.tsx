/** Pop-up page for the YouTube authorization result; the channel-linking work fills in the flow. */
export function OAuthCallbackPage() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <div className="text-center">
        <h1 className="text-xl font-semibold text-white">YouTube Authorization</h1>
        <p className="mt-2 text-sm text-zinc-400">
          The channel-linking flow arrives with the channel-linking work.
        </p>
      </div>
    </div>
  );
}
