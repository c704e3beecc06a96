export {
  type ApiClient,
  type ApiClientOptions,
  type CallArgs,
  type CallOptions,
  createApiClient,
  encodeQuery,
} from "./client.ts";
export { ApiError, type ClientErrorCode, isApiError, isContractError } from "./errors.ts";
