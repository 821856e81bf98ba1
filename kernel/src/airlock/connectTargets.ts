// Which namespaces a connect asks for, on which networks, and why there is none: reads of the connection and
// network stores, and the per-connector step over them, kept apart from the connect protocol
// (ConnectionController) that acts on them.
import type {
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  Connector,
  ConnectorConnectParameters,
} from '../chain/types'
import { AdapterNotFoundError, type BaseError, NamespaceNotConfiguredError } from '../errors'
import type { AirlockStores } from '../stores/createStores'

/** Which namespaces a connect is limited to (the part of `ConnectOptions` that picks targets). */
export interface TargetFilter {
  namespaces?: readonly ChainNamespace[]
  network?: CaipNetwork
}

/** One namespace to connect, with the connector and adapter that serve it. */
export interface ConnectTarget {
  namespace: ChainNamespace
  connector: Connector | undefined
  connectorId: string
  adapter: ChainAdapter
}

/**
 * The namespaces to connect for a connector id: each connector of its wallet, each namespace with an
 * adapter, the chosen connector first (its namespace leads, and its id keys the connecting view). A
 * connector id no wallet lists still gets a target when the filter names a namespace whose adapter exists
 * (an external provider given by id).
 */
export function connectTargets(
  stores: Pick<AirlockStores, 'connection'>,
  connectorId: string,
  filter: TargetFilter,
): ConnectTarget[] {
  const { connection } = stores
  const wanted = (namespace: ChainNamespace) =>
    (filter.namespaces === undefined || filter.namespaces.includes(namespace)) &&
    (filter.network === undefined || filter.network.chainNamespace === namespace)
  const wallet = connection.walletOf(connectorId)
  const targets: ConnectTarget[] = []
  const connectors = [...(wallet?.connectors ?? [])].sort(
    (a, b) => Number(b.id === connectorId) - Number(a.id === connectorId),
  )
  for (const connector of connectors) {
    for (const namespace of connector.namespaces) {
      const adapter = connection.adapter(namespace)
      if (adapter && wanted(namespace) && !targets.some((t) => t.namespace === namespace)) {
        targets.push({ namespace, connector, connectorId: connector.id, adapter })
      }
    }
  }
  const namespace = filter.namespaces?.[0] ?? filter.network?.chainNamespace
  const adapter = namespace === undefined ? undefined : connection.adapter(namespace)
  if (targets.length === 0 && adapter && namespace !== undefined) {
    targets.push({ namespace, connector: undefined, connectorId, adapter })
  }
  return targets
}

/**
 * Why a connect has nothing to connect: 'Namespace {namespace} is not configured' when the namespace
 * asked for has neither networks nor an adapter; 'Adapter not found' when it has networks but no
 * chain plugin registered its adapter, or when no namespace was named and no wallet has the connector.
 */
export function noConnectTarget(
  stores: Pick<AirlockStores, 'connection' | 'network'>,
  filter: TargetFilter,
): BaseError {
  const namespace = filter.namespaces?.[0] ?? filter.network?.chainNamespace
  const { connection, network } = stores
  if (
    namespace !== undefined &&
    !connection.adapter(namespace) &&
    network.networksOf(namespace).length === 0
  ) {
    return new NamespaceNotConfiguredError(namespace)
  }
  return new AdapterNotFoundError(namespace)
}

/** The network a namespace connects on: its active one, else its first configured. */
export function networkFor(
  stores: Pick<AirlockStores, 'network'>,
  namespace: ChainNamespace,
): CaipNetwork | undefined {
  const { network } = stores
  return network.activeByNamespace.get(namespace) ?? network.networksOf(namespace)[0]
}

/**
 * Runs a connector-level step (connect or reconnect) once per connector of `targets` that has one, with the
 * namespaces it serves there and their networks (`filter.network` for its namespace, else `networkFor`).
 */
export async function openShared(
  stores: Pick<AirlockStores, 'network'>,
  targets: readonly ConnectTarget[],
  filter: Pick<TargetFilter, 'network'>,
  step: (connector: Connector, params: ConnectorConnectParameters) => Promise<unknown> | undefined,
): Promise<void> {
  const byConnector = new Map<Connector, ChainNamespace[]>()
  for (const { connector, namespace } of targets) {
    if (connector) byConnector.set(connector, [...(byConnector.get(connector) ?? []), namespace])
  }
  for (const [connector, namespaces] of byConnector) {
    const networks = new Map<ChainNamespace, CaipNetwork>()
    for (const namespace of namespaces) {
      const network =
        filter.network?.chainNamespace === namespace ? filter.network : networkFor(stores, namespace)
      if (network) networks.set(namespace, network)
    }
    await step(connector, { namespaces, networks })
  }
}
