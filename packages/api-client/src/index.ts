export {
  type ApiClient,
  type ApiClientOptions,
  type ApiLogger,
  createApiClient,
  type HttpMethod,
  type RawApi,
  type RequestSpec,
  type UpdateUserFields,
} from "./client.ts";
export { ApiError, type ApiErrorInit, type ClientErrorCode, messageFromReply } from "./errors.ts";
