import { type ClientProxy, ClientProxyFactory, type CustomTransportStrategy, type MessageHandler, Server, Transport } from '@nestjs/microservices';
import { BaseRpcContext } from '@nestjs/microservices/ctx-host/base-rpc.context.js';
import { type ServiceName, TisError } from '@tis/contracts';
import { fromWire, isWireError } from './wire.js';
import { firstValueFrom, isObservable, lastValueFrom, timeout } from 'rxjs';

/** Calls another service by message pattern `<service>.<what>`; never imports its code. */
export interface ServiceClient {
  send<T>(service: ServiceName, pattern: string, data: unknown): Promise<T>;
}

export const SERVICE_CLIENT = Symbol('SERVICE_CLIENT');

const CALL_TIMEOUT_MS = 10_000;

/** Message handlers of the services running in this process. */
export class InProcessRegistry {
  private readonly handlers = new Map<string, MessageHandler>();
  add(pattern: string, handler: MessageHandler): void {
    this.handlers.set(pattern, handler);
  }
  get(pattern: string): MessageHandler | undefined {
    return this.handlers.get(pattern);
  }
}

/** A Nest transport strategy that hands @MessagePattern handlers to the in-process registry. */
export class InProcessServer extends Server implements CustomTransportStrategy {
  constructor(private readonly registry: InProcessRegistry) {
    super();
  }
  listen(callback: () => void): void {
    for (const [pattern, handler] of this.messageHandlers) this.registry.add(pattern, handler);
    callback();
  }
  close(): void {}
  on(): void {}
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- signature fixed by Nest's Server
  unwrap<T = InProcessRegistry>(): T {
    return this.registry as unknown as T;
  }
}

/** Routes each call to a TCP peer when one is configured for the service, otherwise in-process. */
export class PlatformServiceClient implements ServiceClient {
  private readonly proxies = new Map<ServiceName, ClientProxy>();

  constructor(
    private readonly registry: InProcessRegistry,
    private readonly peers: Partial<Record<ServiceName, string>>,
  ) {}

  async send<T>(service: ServiceName, pattern: string, data: unknown): Promise<T> {
    if (!pattern.startsWith(`${service}.`)) throw new Error(`pattern ${pattern} does not belong to ${service}`);
    const peer = this.peers[service];
    if (peer) {
      try {
        return await firstValueFrom(this.proxy(service, peer).send<T>(pattern, data).pipe(timeout(CALL_TIMEOUT_MS)));
      } catch (err) {
        throw fromWire(err);
      }
    }
    const handler = this.registry.get(pattern);
    if (!handler) throw new TisError('serviceUnavailable');
    try {
      const result: unknown = await handler(data, new BaseRpcContext([]));
      return (isObservable(result) ? await lastValueFrom<unknown>(result) : result) as T;
    } catch (err) {
      // The handler's exception filter hands a domain error over as its wire form (name and params).
      throw fromWire(err instanceof TisError || isWireError(err) ? err : { errorName: 'internal' });
    }
  }

  private proxy(service: ServiceName, address: string): ClientProxy {
    let proxy = this.proxies.get(service);
    if (!proxy) {
      const [host, port] = address.split(':');
      proxy = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: host ?? '127.0.0.1', port: Number(port) } });
      this.proxies.set(service, proxy);
    }
    return proxy;
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.proxies.values()].map(async (p) => {
      await (p.close() as Promise<void> | void);
    }));
  }
}
