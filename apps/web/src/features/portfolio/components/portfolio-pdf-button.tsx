import type { PortfolioDetail } from '@reading/contract/portfolio/portfolio';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { alertDialog } from '../../../lib/dialogs.ts';
import { portfolioMessages as t } from '../../../messages/portfolio.ts';

/** Makes the portfolio's PDF in the browser (decision 133) with a progress bar, then downloads it. */
export function PortfolioPdfButton({ portfolio }: { portfolio: PortfolioDetail }) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const make = async () => {
    setProgress({ done: 0, total: portfolio.items.length + 1 });
    try {
      // The PDF library and the font load only when asked for (not on the first page load).
      const { portfolioPdf } = await import('../pdf/portfolio-pdf.ts');
      const bytes = await portfolioPdf(portfolio, (done, total) => setProgress({ done, total }));
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${portfolio.title.replace(/[\\/:*?"<>|]/g, '_')}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      await alertDialog(t.detail.pdfFailed);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="portfolio-pdf">
      <Button onClick={() => void make()} disabled={progress !== null}>
        {t.detail.pdf}
      </Button>
      {progress ? (
        <div className="portfolio-pdf__progress" role="status">
          <progress max={progress.total} value={progress.done} aria-label={t.detail.pdf} />
          <span>{t.detail.pdfMaking(progress.done, progress.total)}</span>
        </div>
      ) : null}
    </div>
  );
}
