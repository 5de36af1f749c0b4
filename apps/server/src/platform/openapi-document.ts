/**
 * Tidies the generated OpenAPI document. fastify-type-provider-zod emits every schema of zod's global
 * registry twice (input "XInput" and output "X"), each carrying JSON Schema's own `$schema` and a
 * fragment-only `$id` that OpenAPI tools read as a base-URI change. Only referenced components stay.
 */
type Json = unknown;
type Components = Record<string, Record<string, Json>>;

const REF_PREFIX = '#/components/schemas/';

function collectRefs(node: Json, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(REF_PREFIX)) {
        into.add(value.slice(REF_PREFIX.length));
      } else {
        collectRefs(value, into);
      }
    }
  }
}

export function tidyComponents<T extends { paths?: unknown; components?: { schemas?: unknown } }>(
  document: T,
): T {
  const schemas = (document.components?.schemas ?? {}) as Components;
  const used = new Set<string>();
  collectRefs(document.paths, used);
  // Components reference each other (AuthCheck -> SessionUser): follow until nothing new appears.
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const name of [...used]) collectRefs(schemas[name], used);
  }
  const kept: Components = {};
  for (const name of [...used].sort()) {
    const schema = schemas[name];
    if (!schema) continue;
    const { $schema: _schema, $id: _id, ...rest } = schema;
    kept[name] = rest;
  }
  return { ...document, components: { ...document.components, schemas: kept } };
}
