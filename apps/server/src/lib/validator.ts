// The zod validator compiler, with one addition: a refused value's input is kept on its issue (zod leaves it out
// unless asked), so the error handler can tell a missing field ("is required") from a wrong one.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

type Issue = { params?: Record<string, unknown> };

export const validatorWithInputs: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const result = validate(data) as { error?: Issue[]; value?: unknown };
    if (!result.error) return result as never;
    const detailed = route.schema.safeParse(data, { reportInput: true });
    if (!detailed.success)
      result.error.forEach((issue, index) => {
        const source = detailed.error.issues[index];
        if (issue.params && source) issue.params.input = source.input;
      });
    return result as never;
  };
};
