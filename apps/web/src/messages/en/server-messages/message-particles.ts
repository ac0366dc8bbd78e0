import ts from 'typescript';

/**
 * A particle call of `korean/josa.ts`: `withJosa(label, '을/를')` is the label (a hole) with its particle
 * attached, `josaOf(title, '을/를')` the particle alone; the sample holds the option's first form.
 */
export function particleOf(expr: ts.Expression): { attached?: string; alone?: string } | undefined {
  if (!ts.isCallExpression(expr) || !ts.isIdentifier(expr.expression)) return undefined;
  const option = expr.arguments[1];
  if (!option || !ts.isStringLiteral(option)) return undefined;
  const [first] = option.text.split('/');
  if (expr.expression.text === 'withJosa') return { attached: first };
  if (expr.expression.text === 'josaOf') return { alone: first };
  return undefined;
}
