// Lead-form rules shared by the browser and the server (no React, no ajv).
export * from './messages';
export * from './rule-result';
export * from './phone';
export * from './postcode';
export * from './field-schema';
export * from './field-rules';
export * from './message-for';
export * from './conditions';
export * from './step-errors';
export * from './enquiry';
