/**
 * Properties an answer carries that its schema does not declare. The contract allows them (no
 * `additionalProperties: false`), so they pass; the verifier lists them as warnings because a
 * misspelled optional field (`emial` for `email`) looks exactly like this.
 */
type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema's own `properties` merged with those of its `allOf` parts (the contract's only combinator). */
function declared(schema: Schema): { properties?: Record<string, Schema>; additional: unknown } {
  let properties = isObject(schema.properties) ? (schema.properties as Record<string, Schema>) : undefined;
  let additional = schema.additionalProperties;
  for (const part of Array.isArray(schema.allOf) ? (schema.allOf as Schema[]) : []) {
    const inner = declared(part);
    if (inner.properties) properties = { ...inner.properties, ...properties };
    additional ??= inner.additional;
  }
  return { properties, additional };
}

/**
 * JSON paths (array indices as `[*]`, so fifty items give one path) of properties in `value` that
 * `schema` does not declare. Only objects whose schema lists `properties` are judged; a map
 * (`additionalProperties: {schema}`) has its values walked instead.
 */
export function unknownProperties(schema: Schema | undefined, value: unknown, path = '$', found = new Set<string>()): Set<string> {
  if (!schema) return found;
  if (Array.isArray(value)) {
    const items = schema.items as Schema | undefined;
    for (const item of value) unknownProperties(items, item, `${path}[*]`, found);
    return found;
  }
  if (!isObject(value)) return found;
  const { properties, additional } = declared(schema);
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}.${key}`;
    const known = properties?.[key];
    if (known) unknownProperties(known, child, childPath, found);
    else if (isObject(additional)) unknownProperties(additional as Schema, child, childPath, found);
    else if (properties && additional !== false) found.add(childPath);
  }
  return found;
}
