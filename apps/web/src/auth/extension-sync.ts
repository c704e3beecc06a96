// Hands the signed-in user to the browser extension (docs/product.md, Parts): the
// extension's content script on this origin listens for `VI_USER_DATA` window messages. Posting to our
// own origin (never "*") keeps the tokens away from any other frame.
import {
  type UserInfo,
  VI_USER_DATA,
  type ViUserData,
  type ViUserDataMessage,
  ViUserDataMessageSchema,
} from "@vi/types";

export interface TokenSource {
  getIdToken(): Promise<string>;
  refreshToken: string;
  email: string | null;
}

/** The message for a user; fields are checked against the schema the extension validates with. */
export async function buildUserDataMessage(
  user: TokenSource,
  userInfo: UserInfo,
): Promise<ViUserDataMessage> {
  const data: ViUserData = {
    idToken: await user.getIdToken(),
    refreshToken: user.refreshToken,
    savedVideoIds: userInfo.savedVideoIds,
    isAdmin: userInfo.isAdmin,
    youtubeAccounts: userInfo.youtubeAccounts,
    currentAccount: userInfo.currentAccount,
    ...(userInfo.email || user.email ? { email: userInfo.email || (user.email as string) } : {}),
    // The language picked on the website (or in the extension) reaches the extension with the user.
    ...(userInfo.language ? { language: userInfo.language } : {}),
  };
  return ViUserDataMessageSchema.parse({ type: VI_USER_DATA, user: data });
}

export const SIGNED_OUT_MESSAGE: ViUserDataMessage = { type: VI_USER_DATA, user: null };

export function postToExtension(message: ViUserDataMessage, win: Window = window): void {
  win.postMessage(message, win.location.origin);
}
