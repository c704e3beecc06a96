// Writes the website's openapi.gen.ts from the contracts' OpenAPI document (src/openapi-types.ts).
import { writeFile } from "node:fs/promises";
import { generateOpenApiTypes, OPENAPI_TYPES_FILE } from "../src/openapi-types.ts";

await writeFile(OPENAPI_TYPES_FILE, await generateOpenApiTypes());
console.log(`wrote ${OPENAPI_TYPES_FILE}`);
