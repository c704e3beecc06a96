// The OpenAPI 3.1 document of the API, generated from the contracts of @vi/types (zod 4's JSON Schema
// output, whose 2020-12 dialect is the one OpenAPI 3.1 uses).
import { ApiErrorSchema, type Contract, type ContractError, type OpenApiDocument } from "@vi/types";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/** Requests are described as callers send them (input), answers as they arrive (output). */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    // Refinements and transforms have no JSON Schema form; the structure they wrap is still described.
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

const ERROR_REF = { $ref: "#/components/schemas/ApiError" };
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ERROR_REF } },
});

/** One query parameter per property; an array is one comma list (`savedVideoIds=a,b`). */
function queryParameters(schema: z.ZodType): JsonSchema[] {
  const object = jsonSchema(schema, "input");
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
    ...(property.type === "array" ? { style: "form", explode: false } : {}),
  }));
}

function operation(contract: Contract): JsonSchema {
  const responses: JsonSchema = {
    "2XX": {
      description: "Success",
      content: { "application/json": { schema: jsonSchema(contract.response, "output") } },
    },
  };
  // The contract's own list of failures (@vi/types): one response per status, each code with its `when`.
  const byStatus = new Map<number, ContractError[]>();
  for (const error of contract.errors)
    byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  for (const [status, errors] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      ...errorResponse(errors.map(({ code, when }) => `${code}: ${when}`).join(". ")),
      "x-vi-error-codes": [...new Set(errors.map(({ code }) => code))],
    };
  }
  // A path or method the API does not serve answers 404 like any other route.
  if (![...byStatus.keys()].some((status) => status >= 400 && status < 500))
    responses["4XX"] = errorResponse("Refused (404 for a path or method this API does not serve)");
  responses.default = errorResponse("Any other error");

  return {
    operationId: contract.id,
    summary: contract.summary,
    // Public operations say so: an empty list overrides nothing, but tells tools no credential is needed.
    security:
      contract.auth === "none"
        ? []
        : contract.apiKey
          ? [{ bearerAuth: [] }, { apiKey: [] }]
          : [{ bearerAuth: [] }],
    "x-vi-auth": contract.auth,
    ...(contract.apiKey ? { "x-vi-api-key": true } : {}),
    ...(contract.query ? { parameters: queryParameters(contract.query) } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(contract.body, "input") } },
          },
        }
      : {}),
    responses,
  };
}

export interface OpenApiOptions {
  /** Where the API is served (API_PUBLIC_URL). */
  serverUrl: string;
  /** The website's terms, the document's licence terms. */
  termsUrl: string;
}

export function buildOpenApiDocument(
  contractList: readonly Contract[],
  { serverUrl, termsUrl }: OpenApiOptions,
): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const contract of contractList) {
    paths[contract.path] ??= {};
    paths[contract.path]![contract.method.toLowerCase()] = operation(contract);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "VidInsight API",
      version: "1",
      description:
        "Errors answer `{ error: { code, message } }`; `message` is safe to show to the user. " +
        "Operations marked `x-vi-api-key` also take a personal API key (`Authorization: Bearer vi_...`), " +
        "counted against the plan's daily allowance of key calls.",
      license: { name: "VidInsight Terms of Service", url: termsUrl },
    },
    servers: [{ url: serverUrl, description: "VidInsight API" }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "Firebase ID token" },
        apiKey: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "vi_ API key",
          description: "A personal API key made on the account page; research operations only",
        },
      },
      schemas: { ApiError: jsonSchema(ApiErrorSchema, "output") },
    },
  };
}
