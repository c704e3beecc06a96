// Requests Node's HTTP parser refuses never reach the app: by default Node answers them itself with an
// empty, non-JSON body (431 for headers over 16 KB, 400 for a malformed request). These get the API's
// JSON error shape instead, like every other answer.
import type { EventEmitter } from "node:events";
import type { Duplex } from "node:stream";
import { errorBody } from "./errors.ts";

interface ParserError extends Error {
  code?: string;
}

function answer(status: number, reason: string, code: string, message: string): string {
  const body = JSON.stringify(errorBody(code, message));
  return [
    `HTTP/1.1 ${status} ${reason}`,
    "Content-Type: application/json; charset=UTF-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/** The raw answer for a request the parser refused (exported for tests). */
function clientErrorResponse(error: ParserError): string {
  if (error.code === "HPE_HEADER_OVERFLOW") {
    return answer(
      431,
      "Request Header Fields Too Large",
      "REQUEST_HEADER_FIELDS_TOO_LARGE",
      "Request headers larger than the server accepts (16 KB)",
    );
  }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return answer(408, "Request Timeout", "REQUEST_TIMEOUT", "The request took too long to arrive");
  }
  return answer(400, "Bad Request", "BAD_REQUEST", "Malformed HTTP request");
}

/** Answers parser errors with the JSON error shape (instead of Node's empty body). */
export function answerClientErrorsAsJson(server: EventEmitter): void {
  server.on("clientError", (error: ParserError, socket: Duplex) => {
    // A reset or half-closed connection cannot take an answer.
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(error));
  });
}
