/**
 * The my-library area's public face (decision 062): the member's current loans for the library card's
 * page (membership, decision 201).
 */
export { getLoanList } from './api/loans.ts';
