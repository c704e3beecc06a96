import { RECAP_LOCAL_HOUR } from "@vi/types";

/** "08:00": the local hour the recap is sent, in the 24-hour form the email uses. */
export const RECAP_TIME = `${String(RECAP_LOCAL_HOUR).padStart(2, "0")}:00`;
