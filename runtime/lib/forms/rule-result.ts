/** What a field rule says about one value: valid, or the message to show. */
export type RuleResult = { valid: true } | { valid: false; message: string };
