import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema Fastify serializes an endpoint's answers with (fast-json-stringify, compiled once at
 * start), made from the contract's zod response schema. The serializer writes only the
 * properties the contract declares, so a field a handler adds by mistake never reaches a client, and fills
 * a missing field from the contract's default as zod's parse would. `io: 'input'` because handlers answer
 * the schema's input type (fields with a default may be left out); draft-07 is fast-json-stringify's dialect.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchema;
  return simplify(rest) as JsonSchema;
}

/**
 * zod writes `.nullable()` as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify can only resolve by
 * validating each value against the branches (ajv, on every answer); `type: [X, 'null']` says the same and
 * is a `typeof` check. Value patterns only matter to validation, never to serialization: dropped.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const schema = { ...(node as JsonSchema) };
  // A string `pattern` is the keyword; a property named so (inside `properties`) is an object.
  if (typeof schema.pattern === 'string') delete schema.pattern;
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...outer } = schema;
      return simplify({ ...outer, ...other, type: [other.type, 'null'] });
    }
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplify(value)]));
}
