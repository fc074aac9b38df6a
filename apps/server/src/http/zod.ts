import type { FastifySerializerCompiler } from 'fastify';
import { ZodType } from 'zod';

/**
 * Serializes answers through their zod response schema. fastify-type-provider-zod's own serializer
 * *encodes*, which refuses the contracts' one-way transforms (numeric text -> number in strategy
 * documents); parsing gives the same guarantees here: the answer matches the schema and unknown
 * keys are stripped.
 */
export const parsingSerializerCompiler: FastifySerializerCompiler<ZodType | { properties: ZodType }> = ({
  schema,
  method,
  url,
}) => {
  const zodSchema = schema instanceof ZodType ? schema : schema.properties;
  return (data) => {
    const result = zodSchema.safeParse(data);
    if (!result.success) {
      throw new Error(`The answer of ${method} ${url} does not match its schema: ${result.error.message}`);
    }
    return JSON.stringify(result.data);
  };
};
