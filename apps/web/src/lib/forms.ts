import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverMessage } from './locale.ts';

/**
 * Forms on react-hook-form with the contract's zod schemas (DESIGN.md §6, decision 060): one schema
 * checks a form on the client and the same rules answer on the server.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema) });
}

/**
 * The contract's messages start with the field they belong to ("id: …") for API callers; a form shows
 * the rest, in the reader's language (decision 211: the one place field errors reach the screen).
 */
export function plainMessage(message: string): string {
  return serverMessage(message).replace(/^\w+: /, '');
}

/** The message of one field's error, ready for the field component. */
export function fieldError(error: { message?: string | undefined } | undefined): string | undefined {
  return error?.message ? plainMessage(error.message) : undefined;
}
