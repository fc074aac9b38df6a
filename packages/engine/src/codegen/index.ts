export {
  generatePython,
  PYTHON_OPERATORS,
  type PythonColumn,
  type PythonExport,
  type PythonExportOptions,
} from './generate';
export {
  neededFunctions,
  PYTHON_BLOCKS,
  PYTHON_FUNCTIONS,
  pythonBlock,
  pythonFunction,
} from './python/registry';
export { PYTHON_EXITS, pythonExit, type ExitBlockName } from './python/exits';
export type { PythonBlock, PythonFunction } from './python/types';
