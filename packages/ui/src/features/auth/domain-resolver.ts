import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/** A react-hook-form resolver over one of the domain's form schemas (zod/mini, so typed by zod's core). */
export function domainResolver<V extends FieldValues>(schema: $ZodType): Resolver<V> {
  // The domain builds its schemas from runtime field lists, so their static shape is a loose record.
  return zodResolver(schema as never) as unknown as Resolver<V>;
}
