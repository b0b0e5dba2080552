// The query key of a served form, apart from the hooks so React-free code (block contracts,
// the server) can seed it.
export const formQueryKey = (name: string) => ['form', name] as const;
