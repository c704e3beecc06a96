// The job queue's admin view (/data).
import { AdminQueuesSchema } from "../queues.ts";
import { defineContract } from "./define.ts";
import { adminErrors } from "./errors.ts";

export const queueContracts = {
  getAdminQueues: defineContract({
    id: "getAdminQueues",
    method: "GET",
    path: "/admin/queues",
    auth: "admin",
    summary: "The job queues: queued, running and failed jobs, and each queue's last runs",
    response: AdminQueuesSchema,
    errors: [...adminErrors()],
  }),
} as const;
