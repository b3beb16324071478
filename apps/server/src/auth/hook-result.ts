// What an endpoint answered, as better-auth shows it to "after" hooks (ctx.context.returned: the
// JSON value, or the APIError thrown, a redirect included). Its types leave the field out.
import type { GenericEndpointContext } from 'better-auth';

export function endpointResult(ctx: GenericEndpointContext): unknown {
  return (ctx.context as { returned?: unknown }).returned;
}
