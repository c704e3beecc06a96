import { contracts, type UserInfo } from "@vi/types";
import { useCallback } from "react";
import { api } from "../auth/api.ts";
import { useAuth } from "../auth/auth-context.tsx";

/** Fields of the user record the account screen edits. */
export type EditableUserFields = Partial<Pick<UserInfo, "name" | "subscribedToDailyRecapEmail" | "language">>;

/**
 * PUT /user with the fields that are set (none: nothing to send, nothing failed). Resolves false on
 * failure, which is logged with the server's message: the account screen says so and keeps its state.
 */
export async function saveUserFields(fields: EditableUserFields): Promise<boolean> {
  const body = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  );
  if (Object.keys(body).length === 0) return true;
  try {
    await api.call(contracts.updateUser, { body });
    return true;
  } catch (error) {
    console.error(`updateUser failed: ${error instanceof Error ? error.message : String(error)}`, error);
    return false;
  }
}

/** Saves fields with PUT /user and, once the server has accepted them, applies them to the user data. */
export function useUpdateUser(): (fields: EditableUserFields) => Promise<boolean> {
  const { setUserData } = useAuth();
  return useCallback(
    async (fields) => {
      const saved = await saveUserFields(fields);
      if (saved) setUserData((current) => ({ ...current, ...fields }));
      return saved;
    },
    [setUserData],
  );
}
