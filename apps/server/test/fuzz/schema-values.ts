/**
 * Plausible values for a JSON Schema of the OpenAPI document: the right types, mostly inside the bounds,
 * ids small enough to name rows the fuzzer's world holds, and sometimes each bound itself. A request has
 * to get past validation now and then, or the fuzzer only ever tests the validator.
 */
import fc from 'fast-check';

export type JsonSchema = { [key: string]: unknown };
export type OpenApiDocument = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const REF_PREFIX = '#/components/schemas/';
const MAX_DEPTH = 6;

const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Follows a $ref into components (one level at a time; components may refer to each other). */
export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const target = doc.components?.schemas?.[current.$ref.slice(REF_PREFIX.length)];
    if (!target) return {};
    current = target;
  }
  return current;
}

function integers(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = numberOf(schema.exclusiveMinimum);
  const min = Math.max(
    numberOf(schema.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin + 1 : -1000),
    Number.MIN_SAFE_INTEGER,
  );
  const exclusiveMax = numberOf(schema.exclusiveMaximum);
  const max = Math.min(
    numberOf(schema.maximum) ?? (exclusiveMax !== undefined ? exclusiveMax - 1 : 1000),
    Number.MAX_SAFE_INTEGER,
  );
  if (min > max) return fc.constant(min);
  const step = numberOf(schema.multipleOf);
  if (step && Number.isInteger(step)) {
    const first = Math.ceil(min / step);
    const last = Math.min(Math.floor(max / step), first + 1000);
    return fc.integer({ min: first, max: Math.max(first, last) }).map((n) => n * step);
  }
  // Ids are small in the fuzzer's world: low numbers name real rows, the bounds test the columns.
  const low = fc.integer({ min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(min, 1) + 30) });
  return fc.oneof(
    { weight: 4, arbitrary: low },
    { weight: 1, arbitrary: fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function strings(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = numberOf(schema.minLength) ?? 0;
  const maxLength = numberOf(schema.maxLength) ?? 200;
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    case 'date':
      return fc
        .date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'binary':
      return fc.string({ maxLength: 20 });
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= maxLength);
    } catch {
      // A pattern fast-check cannot generate from: plain text is still worth sending.
    }
  }
  const text = fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 40)) });
  if (maxLength <= 40) return text;
  return fc.oneof(
    { weight: 5, arbitrary: text },
    { weight: 1, arbitrary: fc.constant('é'.repeat(maxLength)) },
  );
}

/** A value the schema accepts (or nearly: refinements the document cannot express are left to chance). */
export function valueFor(doc: OpenApiDocument, raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) {
      return fc.oneof(...branches.filter(isSchema).map((branch) => valueFor(doc, branch, depth + 1)));
    }
  }
  if (Array.isArray(schema.allOf)) {
    const [first] = schema.allOf.filter(isSchema);
    return first ? valueFor(doc, first, depth + 1) : fc.constant({});
  }
  const type = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  const choices = type.map((t) => valueOfType(doc, schema, t, depth));
  return choices.length === 1 ? choices[0]! : fc.oneof(...choices);
}

function valueOfType(
  doc: OpenApiDocument,
  schema: JsonSchema,
  type: unknown,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return integers(schema);
    case 'number':
      return fc.oneof(integers(schema), fc.double({ min: 0, max: 1, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return strings(schema);
    case 'array': {
      const items = isSchema(schema.items) ? valueFor(doc, schema.items, depth + 1) : fc.anything();
      const minLength = numberOf(schema.minItems) ?? 0;
      const maxLength = Math.min(numberOf(schema.maxItems) ?? 4, Math.max(minLength, 4));
      return fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectOf(doc, schema, depth);
    default:
      return fc.oneof(fc.integer({ min: 1, max: 30 }), fc.string({ maxLength: 10 }), fc.boolean());
  }
}

function objectOf(doc: OpenApiDocument, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (isSchema(property)) model[name] = valueFor(doc, property, depth + 1);
  }
  const requiredKeys = Object.keys(model).filter((name) => required.has(name));
  return fc.record(model, { requiredKeys });
}
