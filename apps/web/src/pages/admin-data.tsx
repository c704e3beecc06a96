// /data (admin): the operations screen - users by plan, what the video store holds, YouTube
// quota used today against the budget, the job queues and the newest affiliate applications.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RefreshIcon } from "../components/icons.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import {
  type AdminStats,
  fetchAdminQueues,
  fetchAdminStats,
  fetchAffiliateApplications,
  RECENT_APPLICATIONS,
} from "../features/admin/api.ts";
import {
  ApplicationsTable,
  Overview,
  PlansTable,
  QueuesPanel,
  QuotaMeter,
  StoreList,
} from "../features/admin/data-sections.tsx";
import { formatCount, formatWhen } from "../features/admin/format.ts";
import { adminRecapKey, RecapPanel, RolesPanel, roleChangesKey } from "../features/admin/recap-roles.tsx";
import { SectionCard, SectionError, SectionSkeleton } from "../features/admin/states.tsx";

export const adminStatsKey = ["admin", "stats"] as const;
export const affiliateApplicationsKey = ["admin", "affiliateApplications"] as const;
export const adminQueuesKey = ["admin", "queues"] as const;

export function DataPage() {
  const stats = useQuery({ queryKey: adminStatsKey, queryFn: fetchAdminStats });
  const applications = useQuery({ queryKey: affiliateApplicationsKey, queryFn: fetchAffiliateApplications });
  const queues = useQuery({ queryKey: adminQueuesKey, queryFn: fetchAdminQueues });
  const queryClient = useQueryClient();
  const refreshing = stats.isFetching || applications.isFetching || queues.isFetching;
  const refresh = () => {
    void stats.refetch();
    void queues.refetch();
    void applications.refetch();
    void queryClient.invalidateQueries({ queryKey: adminRecapKey });
    void queryClient.invalidateQueries({ queryKey: roleChangesKey });
  };

  // One error block for the statistics (with the last answer kept on screen if there was one).
  const statsBody = (render: (data: AdminStats) => ReactNode, label: string) =>
    stats.data ? render(stats.data) : <SectionSkeleton label={`Loading ${label}`} />;
  const statsFailed = stats.isError;

  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">Data</h1>
          <p className="mt-2 text-zinc-400">
            Operations overview
            {stats.data ? <> · as of {formatWhen(stats.data.generatedAt)}</> : null}
          </p>
        </div>
        <button
          type="button"
          onClick={refresh}
          disabled={refreshing}
          className={buttonClass("secondary", "md")}
        >
          <RefreshIcon className={`size-4 ${refreshing ? "animate-spin" : ""}`} />
          {refreshing ? "Refreshing..." : "Refresh"}
        </button>
      </div>

      <div className="mt-8 space-y-6">
        {statsFailed ? (
          <SectionError
            what={stats.data ? "fresh statistics (showing the last ones)" : "the statistics"}
            error={stats.error}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : null}
        {statsFailed && !stats.data ? null : (
          <>
            {statsBody(
              (data) => (
                <Overview stats={data} />
              ),
              "overview",
            )}

            <div className="grid gap-6 lg:grid-cols-2">
              <SectionCard title="Users by plan" id="plans-heading">
                {statsBody(
                  (data) => (
                    <PlansTable users={data.users} />
                  ),
                  "users by plan",
                )}
              </SectionCard>
              <SectionCard title="YouTube quota today" id="quota-heading">
                {statsBody(
                  (data) => (
                    <QuotaMeter quota={data.quota} />
                  ),
                  "quota",
                )}
              </SectionCard>
            </div>

            <SectionCard title="Video store" id="store-heading">
              {statsBody(
                (data) => (
                  <StoreList store={data.store} />
                ),
                "video store",
              )}
            </SectionCard>
          </>
        )}

        <SectionCard title="Jobs" id="jobs-heading">
          {queues.data ? (
            <QueuesPanel data={queues.data} />
          ) : queues.isError ? (
            <SectionError
              what="the job queues"
              error={queues.error}
              onRetry={() => void queues.refetch()}
              retrying={queues.isFetching}
            />
          ) : (
            <SectionSkeleton label="Loading job queues" />
          )}
        </SectionCard>

        <div className="grid gap-6 lg:grid-cols-2">
          <SectionCard title="Daily recap email" id="recap-heading">
            <RecapPanel />
          </SectionCard>
          <SectionCard title="Roles" id="roles-heading">
            <RolesPanel />
          </SectionCard>
        </div>

        <SectionCard
          title="Affiliate applications"
          id="applications-heading"
          aside={
            stats.data ? (
              <p className="text-sm text-zinc-400">
                {formatCount(stats.data.affiliateApplications.total)} total ·{" "}
                {formatCount(stats.data.affiliateApplications.last7Days)} in the last 7 days
              </p>
            ) : null
          }
        >
          {applications.data ? (
            <>
              <ApplicationsTable rows={applications.data.applications} />
              {applications.data.total > applications.data.applications.length ? (
                <p className="mt-3 text-xs text-zinc-400">
                  Showing the newest {RECENT_APPLICATIONS} of {formatCount(applications.data.total)}.
                </p>
              ) : null}
            </>
          ) : applications.isError ? (
            <SectionError
              what="affiliate applications"
              error={applications.error}
              onRetry={() => void applications.refetch()}
              retrying={applications.isFetching}
            />
          ) : (
            <SectionSkeleton label="Loading affiliate applications" />
          )}
        </SectionCard>
      </div>
    </Container>
  );
}
