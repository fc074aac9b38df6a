import type {
  AssetClass as ContractAssetClass,
  SymbolInfo as ContractSymbolInfo,
} from '@stratblocks/contracts';

export type AssetClass = ContractAssetClass;
export type SymbolInfo = ContractSymbolInfo;
export type StoredInterval = '1d' | '1h';
