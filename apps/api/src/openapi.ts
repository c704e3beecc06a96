// The OpenAPI 3.1 document of the API, generated from the contracts of @vi/types (zod 4's JSON Schema
// output, whose 2020-12 dialect is the one OpenAPI 3.1 uses).
import { ApiErrorSchema, type Contract, type OpenApiDocument } from "@vi/types";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/** Requests are described as callers send them (input), answers as they arrive (output). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
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
  if (contract.query || contract.body)
    responses["400"] = errorResponse("The query or body failed the contract");
  if (contract.auth !== "none") responses["401"] = errorResponse("No valid Firebase ID token");
  if (contract.auth === "admin") responses["403"] = errorResponse("The caller is not an admin");
  responses.default = errorResponse("Any other error");

  return {
    operationId: contract.id,
    summary: contract.summary,
    ...(contract.auth === "none" ? {} : { security: [{ bearerAuth: [] }] }),
    "x-vi-auth": contract.auth,
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

export function buildOpenApiDocument(contractList: readonly Contract[]): OpenApiDocument {
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
      description: "Errors answer `{ error: { code, message } }`; `message` is safe to show to the user.",
    },
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "Firebase ID token" },
      },
      schemas: { ApiError: jsonSchema(ApiErrorSchema, "output") },
    },
  };
}
