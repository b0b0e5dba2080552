// The one place the lead pipeline gets its form validation from (the form-validation module).
export { validateLead, type LeadValidation } from '../forms/validate-lead';
