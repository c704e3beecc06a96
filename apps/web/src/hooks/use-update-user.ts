import type { UserInfo } from "@vi/types";
import { useCallback } from "react";
import { api } from "../auth/api.ts";
import { useAuth } from "../auth/auth-context.tsx";

/** Fields of the user record the account screen edits. */
export type EditableUserFields = Partial<Pick<UserInfo, "name" | "subscribedToDailyRecapEmail">>;

/**
 * Saves fields with PUT /user (only non-null ones are sent) and, once the server has accepted them,
 * applies them to the user data. Resolves false on failure.
 */
export function useUpdateUser(): (fields: EditableUserFields) => Promise<boolean> {
  const { setUserData } = useAuth();
  return useCallback(
    async (fields) => {
      const saved = await api.updateUser(fields);
      if (saved) setUserData((current) => ({ ...current, ...fields }));
      return saved;
    },
    [setUserData],
  );
}
