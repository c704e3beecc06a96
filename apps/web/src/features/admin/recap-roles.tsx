// /data's daily recap section (last 24 hours: sent, failed, skipped; a test recap to oneself) and roles
// section (find a user by email, grant or revoke beta tester and admin, the audit of changes).

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminRecap, AdminUser, Role, RoleChange } from "@vi/types";
import { type FormEvent, useId, useState } from "react";
import { useAuth } from "../../auth/auth-context.tsx";
import { buttonClass } from "../../components/ui.tsx";
import { fetchAdminRecap, fetchRoleChanges, findAdminUser, sendTestRecap, setUserRole } from "./api.ts";
import { formatCount, formatWhen } from "./format.ts";
import { EmptyNote, errorText, SectionError, SectionSkeleton } from "./states.tsx";

export const adminRecapKey = ["admin", "recap"] as const;
export const roleChangesKey = ["admin", "roleChanges"] as const;

function RecapFigures({ recap }: { recap: AdminRecap }) {
  const figures: [string, number][] = [
    ["Sent", recap.lastRun.sent],
    ["Failed", recap.lastRun.failed],
    ["Skipped", recap.lastRun.skipped],
    ["Sending", recap.lastRun.sending],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Recaps in the last 24 hours">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-white/10 bg-zinc-950/40 p-4">
          <dt className="text-xs font-medium uppercase tracking-wide text-zinc-400">{label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-white">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RecapPanel() {
  const recap = useQuery({ queryKey: adminRecapKey, queryFn: fetchAdminRecap });
  const test = useMutation({ mutationFn: sendTestRecap });
  if (recap.isError && !recap.data) {
    return (
      <SectionError
        what="the daily recap"
        error={recap.error}
        onRetry={() => void recap.refetch()}
        retrying={recap.isFetching}
      />
    );
  }
  if (!recap.data) return <SectionSkeleton label="Loading the daily recap" />;
  const { data } = recap;
  return (
    <div className="space-y-4">
      {data.enabled ? (
        <p className="text-sm text-zinc-400">
          Recaps of the last 24 hours · last activity {formatWhen(data.lastRun.lastActivityAt)}
        </p>
      ) : (
        <EmptyNote>SMTP_URL is not set: no recap is sent.</EmptyNote>
      )}
      <RecapFigures recap={data} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass("secondary", "md")}
          disabled={!data.enabled || test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending ? "Sending..." : "Send me a test recap"}
        </button>
        <p aria-live="polite" className="text-sm">
          {test.isSuccess ? (
            <span className="text-emerald-300">
              Sent “{test.data.subject}” to {test.data.to}.
            </span>
          ) : test.isError ? (
            <span className="text-red-300">{errorText(test.error)}</span>
          ) : null}
        </p>
      </div>
    </div>
  );
}

const ROLE_LABELS: Record<Role, string> = { admin: "Admin", "beta-tester": "Beta tester" };

function RoleSwitch({
  user,
  role,
  selfUid,
  onChanged,
}: {
  user: AdminUser;
  role: Role;
  selfUid: string | undefined;
  onChanged: (user: AdminUser) => void;
}) {
  const queryClient = useQueryClient();
  const has = role === "admin" ? user.isAdmin : user.isBetaTester;
  const change = useMutation({
    mutationFn: () => setUserRole({ email: user.email, role, granted: !has }),
    onSuccess: (result) => {
      onChanged(result.user);
      void queryClient.invalidateQueries({ queryKey: roleChangesKey });
    },
  });
  const ownAdmin = role === "admin" && has && user.uid === selfUid;
  const action = has ? "Revoke" : "Grant";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-white/10 bg-zinc-950/40 p-4">
      <div>
        <p className="font-medium text-white">{ROLE_LABELS[role]}</p>
        <p className="text-sm text-zinc-400">{has ? "Granted" : "Not granted"}</p>
        {change.isError ? (
          <p role="alert" className="mt-1 text-sm text-red-300">
            {errorText(change.error)}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={buttonClass(has ? "secondary" : "primary", "md")}
        disabled={change.isPending || ownAdmin}
        title={ownAdmin ? "You cannot revoke your own admin right" : undefined}
        onClick={() => change.mutate()}
      >
        {change.isPending ? "Saving..." : `${action} ${ROLE_LABELS[role].toLowerCase()}`}
      </button>
    </div>
  );
}

function RoleChangesTable({ changes }: { changes: RoleChange[] }) {
  if (changes.length === 0) return <EmptyNote>No role has been granted or revoked yet.</EmptyNote>;
  return (
    // No sideways scrolling: long addresses wrap, so the table fits a phone's width too.
    <div>
      <table className="w-full text-left text-sm" aria-label="Role changes">
        <thead className="text-xs uppercase tracking-wide text-zinc-400">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              When
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Who
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Whom
            </th>
            <th scope="col" className="py-2 font-medium">
              What
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5 text-zinc-200">
          {changes.map((change) => (
            <tr key={change.id}>
              <td className="py-2 pr-4 text-zinc-400">{formatWhen(change.createdAt)}</td>
              <td className="py-2 pr-4 break-all">{change.actor}</td>
              <td className="py-2 pr-4 break-all">{change.targetEmail}</td>
              <td className="py-2">
                {change.granted ? "Granted" : "Revoked"} {ROLE_LABELS[change.role].toLowerCase()}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RolesPanel() {
  const { account } = useAuth();
  const inputId = useId();
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<AdminUser | null | undefined>(undefined);
  const lookup = useMutation({
    mutationFn: (address: string) => findAdminUser(address),
    onSuccess: (result) => setFound(result.user),
  });
  const changes = useQuery({ queryKey: roleChangesKey, queryFn: fetchRoleChanges });

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (address) lookup.mutate(address);
  }

  return (
    <div className="space-y-5">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Find a user">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-zinc-300">
            User email
          </label>
          <input
            id={inputId}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="name@example.com"
            className="mt-1 h-10 w-full rounded-lg border border-white/15 bg-zinc-950 px-3 text-sm text-white placeholder:text-zinc-500 focus:border-red-500 focus:outline-none"
          />
        </div>
        <button type="submit" className={buttonClass("primary", "md")} disabled={lookup.isPending}>
          {lookup.isPending ? "Finding..." : "Find user"}
        </button>
      </form>
      <div aria-live="polite">
        {lookup.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {errorText(lookup.error)}
          </p>
        ) : found === null ? (
          <EmptyNote>No user with that email. They must sign in once before they get a role.</EmptyNote>
        ) : found ? (
          <div className="space-y-3">
            <p className="text-sm text-zinc-300">
              <span className="font-semibold text-white">{found.name ?? found.email}</span>
              {found.name ? <> · {found.email}</> : null} · joined {formatWhen(found.createdAt)}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              {(["beta-tester", "admin"] as const).map((role) => (
                <RoleSwitch key={role} user={found} role={role} selfUid={account?.uid} onChanged={setFound} />
              ))}
            </div>
          </div>
        ) : null}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-white">Recent changes</h3>
        {changes.data ? (
          <RoleChangesTable changes={changes.data.changes} />
        ) : changes.isError ? (
          <SectionError
            what="role changes"
            error={changes.error}
            onRetry={() => void changes.refetch()}
            retrying={changes.isFetching}
          />
        ) : (
          <SectionSkeleton label="Loading role changes" />
        )}
      </div>
    </div>
  );
}
