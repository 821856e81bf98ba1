// Standard Schema v1 (https://standardschema.dev): the interface zod, valibot, arktype and the kernel's own
// schemas (./schema) implement. Where the kernel takes a schema (storage reads, HTTP answers) it takes any of
// them, so a plugin picks its validator and a page carries no schema library it does not use.

/**
 * A schema any validator can provide: `~standard.validate` returns the value (parsed) or the issues found.
 * @example
 * const result = schema['~standard'].validate(input)
 * if (result instanceof Promise || result.issues) return undefined
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': StandardSchemaProps<Input, Output>
}

/** The properties of a Standard Schema. */
export interface StandardSchemaProps<Input = unknown, Output = Input> {
  /** The version of the Standard Schema interface: 1. */
  readonly version: 1
  /** Who made the schema (`'zod'`, `'airlock'`…). */
  readonly vendor: string
  /** Checks a value: the output on success, the issues otherwise (a Promise for asynchronous schemas). */
  readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>
  /** Types only (never set at run time): the schema's input and output. */
  readonly types?: { readonly input: Input; readonly output: Output } | undefined
}

/** What `validate` returns: the value, or the issues. */
export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<StandardIssue> }

/** One problem a schema found, with where it is. */
export interface StandardIssue {
  readonly message: string
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined
}

/** The value a schema gives on success. */
export type SchemaOutput<S extends StandardSchemaV1> = NonNullable<S['~standard']['types']>['output']
/** The value a schema accepts. */
export type SchemaInput<S extends StandardSchemaV1> = NonNullable<S['~standard']['types']>['input']

/**
 * Validates synchronously: the output, or undefined when the value does not pass (or the schema is
 * asynchronous, which a synchronous read cannot wait for).
 * @example
 * validateSync(schema.string(), JSON.parse(raw)) // the string, or undefined
 */
export function validateSync<S extends StandardSchemaV1>(
  schema: S,
  value: unknown,
): SchemaOutput<S> | undefined {
  const result = schema['~standard'].validate(value)
  if (result instanceof Promise || result.issues) return undefined
  return result.value as SchemaOutput<S>
}

/**
 * An issue's path as text: `a.b[0].c`, `(root)` when empty.
 * @example
 * issuePath({ message: 'x', path: ['networks', 0, { key: 'id' }] }) // 'networks[0].id'
 */
export function issuePath(issue: StandardIssue): string {
  const keys = (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p))
  const text = keys.map((k) => (typeof k === 'number' ? `[${k}]` : String(k))).join('.')
  return text.replace(/\.\[/g, '[') || '(root)'
}
