import {
  ASSET_CLASSES,
  MAX_UPLOAD_BYTES,
  UPLOAD_SYMBOL_PATTERN,
  type AssetClass,
} from '@stratblocks/contracts';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { errorMessage } from '../../../lib/api';
import { formatCount } from '../../../lib/format';
import { Alert, Button, FieldShell, inputClasses, Select, TextField, toast } from '../../../ui';
import { UPLOAD_FALLBACKS, useUploadSeries } from '../uploads';

/** The symbol a file name suggests: "my-prices.csv" gives "MY-PRICES", within the name rule. */
function symbolFromFileName(name: string): string {
  return name
    .replace(/\.[^.]*$/, '')
    .toUpperCase()
    .replace(/[^A-Z0-9.^=-]/g, '')
    .slice(0, 20);
}

/**
 * Upload a CSV series as one's own symbol (docs/market-data.md, "Uploads"): a bad file is refused
 * whole and the server's reason (its first bad line) is shown under the form.
 */
export function UploadForm() {
  const upload = useUploadSeries();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [symbol, setSymbol] = useState('');
  const [assetClass, setAssetClass] = useState<AssetClass>('US Stocks');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const name = symbol.trim().toUpperCase();
    const refusal = !file
      ? 'Choose a CSV file'
      : file.size > MAX_UPLOAD_BYTES
        ? 'The file is larger than 50 MB'
        : !UPLOAD_SYMBOL_PATTERN.test(name)
          ? 'Symbol: 1 to 20 characters among A-Z, 0-9 and . ^ = -'
          : null;
    setProblem(refusal);
    if (refusal || !file) return;
    upload.mutate(
      { file, symbol: name, assetClass },
      {
        onSuccess: (stored) => {
          toast.success(
            `${stored.replaced ? 'Replaced' : 'Uploaded'} ${stored.symbol}: ${formatCount(stored.bars)} bars from ${stored.first} to ${stored.last}`,
          );
          setFile(null);
          setSymbol('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => {
          setProblem(errorMessage(error, UPLOAD_FALLBACKS.upload));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-3">
        <FieldShell
          id={fileId}
          label="CSV file"
          hint="Columns date, open, high, low, close and optionally volume; up to 50 MB."
          className="sm:col-span-3"
        >
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${fileId}-hint`}
            className={`${inputClasses} h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-surface-2 file:px-3 file:py-1 file:text-sm file:text-fg`}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              if (chosen && !symbol) setSymbol(symbolFromFileName(chosen.name));
            }}
          />
        </FieldShell>
        <TextField
          label="Symbol"
          value={symbol}
          maxLength={20}
          autoCapitalize="characters"
          hint="Your name for it, e.g. MYFUND (not a bundled ticker)."
          onChange={(event) => {
            setSymbol(event.target.value.toUpperCase());
          }}
        />
        <Select label="Asset class" value={assetClass} options={ASSET_CLASSES} onChange={setAssetClass} />
        <div className="flex items-end">
          <Button type="submit" loading={upload.isPending} className="w-full sm:w-auto">
            {upload.isPending ? null : <Upload className="size-4" aria-hidden />}
            Upload
          </Button>
        </div>
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </form>
  );
}
