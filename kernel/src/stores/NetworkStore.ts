import { action, computed, makeObservable, observable, observableRef } from 'mobx'
import type { CaipNetwork, ChainNamespace } from '../chain/types'
import { LastNetworkRemovalError, NetworkNotFoundError } from '../errors'
import type { CaipNetworkId } from '../validation/caip'

/** Networks, the active network and namespaces. */
export class NetworkStore {
  /** Every configured network (a frozen list, replaced on change). */
  networks: readonly CaipNetwork[]
  /** The active network. */
  activeNetwork: CaipNetwork
  /** Set when the wallet sits on a chain not in `networks` (its CAIP-2 id). */
  unsupportedChainId: string | undefined = undefined
  /** Last active network per namespace. */
  readonly activeByNamespace = observable.map<ChainNamespace, CaipNetwork>()

  constructor(networks: readonly CaipNetwork[], defaultNetwork?: CaipNetwork) {
    const first = defaultNetwork ?? networks[0]
    if (!first) throw new NetworkNotFoundError()
    this.networks = Object.freeze([...networks])
    this.activeNetwork = first
    this.activeByNamespace.set(first.chainNamespace, first)
    makeObservable(this, {
      networks: observableRef,
      activeNetwork: observableRef,
      unsupportedChainId: observable,
      namespaces: computed,
      activeNamespace: computed,
      setActiveNetwork: action,
      setUnsupportedChain: action,
      addNetwork: action,
      addNetworks: action,
      removeNetwork: action,
      withdrawNetworks: action,
    })
  }

  /** Namespaces that have at least one network, in configuration order. */
  get namespaces(): readonly ChainNamespace[] {
    return Object.freeze([...new Set(this.networks.map((n) => n.chainNamespace))])
  }

  /** Namespace of the active network. */
  get activeNamespace(): ChainNamespace {
    return this.activeNetwork.chainNamespace
  }

  /** The networks of a namespace. */
  networksOf(namespace: ChainNamespace): readonly CaipNetwork[] {
    return this.networks.filter((n) => n.chainNamespace === namespace)
  }

  /** Finds a network by CAIP-2 id, or undefined. */
  find(caipNetworkId: string): CaipNetwork | undefined {
    return this.networks.find((n) => n.caipNetworkId === caipNetworkId)
  }

  /** Finds a network by CAIP-2 id; throws 'Network not found'. */
  get(caipNetworkId: string): CaipNetwork {
    const network = this.find(caipNetworkId)
    if (!network) throw new NetworkNotFoundError(caipNetworkId)
    return network
  }

  /** Makes a configured network active; throws 'Network not found'. */
  setActiveNetwork(caipNetworkId: string): CaipNetwork {
    const network = this.get(caipNetworkId)
    this.activeNetwork = network
    this.activeByNamespace.set(network.chainNamespace, network)
    this.unsupportedChainId = undefined
    return network
  }

  /** Records (or clears) an unsupported chain the wallet sits on. */
  setUnsupportedChain(caipNetworkId: string | undefined): void {
    this.unsupportedChainId = caipNetworkId
  }

  /** Adds networks (each a no-op when its id is already configured); returns those it added. */
  addNetworks(networks: readonly CaipNetwork[]): CaipNetwork[] {
    const added = networks.filter((n, i) => !this.find(n.caipNetworkId) && networks.indexOf(n) === i)
    if (added.length > 0) this.networks = Object.freeze([...this.networks, ...added])
    return added
  }

  /** Adds a network (no-op when its id is already configured). */
  addNetwork(network: CaipNetwork): void {
    this.addNetworks([network])
  }

  /**
   * Takes back networks added with `addNetworks` (their adapter was removed); the active network moves to
   * another of its namespace, else to the first one left. The last network of the instance stays.
   */
  withdrawNetworks(networks: readonly CaipNetwork[]): void {
    const kept = this.networks.filter((n) => !networks.includes(n))
    if (kept.length === 0) return
    this.networks = Object.freeze(kept)
    if (kept.includes(this.activeNetwork)) return
    const next = kept.find((n) => n.chainNamespace === this.activeNamespace) ?? (kept[0] as CaipNetwork)
    this.setActiveNetwork(next.caipNetworkId)
  }

  /** Removes a network; refuses the last one of a namespace ('Cannot remove last network for a namespace'). */
  removeNetwork(caipNetworkId: CaipNetworkId): void {
    const network = this.get(caipNetworkId)
    if (this.networksOf(network.chainNamespace).length === 1) {
      throw new LastNetworkRemovalError(network.chainNamespace)
    }
    this.networks = Object.freeze(this.networks.filter((n) => n !== network))
    if (this.activeNetwork === network) {
      const next = this.networksOf(network.chainNamespace)[0] as CaipNetwork
      this.setActiveNetwork(next.caipNetworkId)
    }
  }
}
