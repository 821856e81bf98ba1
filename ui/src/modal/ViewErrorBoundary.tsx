// Catches a view's render error: shows 'Something went wrong' while the header keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { useKernelMessages, useUiMessages } from '../i18n/useUiMessages'

/** Props of {@link ViewErrorBoundary}. */
export interface ViewErrorBoundaryProps {
  /** Called with the error (reported on the instance's bus by the shell). */
  onError?: (error: Error, info: ErrorInfo) => void
  /** Called by the 'Try again' button after the boundary resets. */
  onRetry?: () => void
  children?: ReactNode
}

/** One per view: a view that throws is replaced by an error panel; the modal stays usable. */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined }

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info)
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children
    return (
      <ErrorTexts>
        {(k) => (
          <ErrorNotice
            title={k('somethingWentWrong')}
            onRetry={() => {
              this.setState({ error: undefined })
              this.props.onRetry?.()
            }}
          />
        )}
      </ErrorTexts>
    )
  }
}

/** The boundary is a class: its texts come through this render-prop component. */
function ErrorTexts({
  children,
}: {
  children: (k: ReturnType<typeof useKernelMessages>, t: ReturnType<typeof useUiMessages>) => ReactNode
}): ReactNode {
  return children(useKernelMessages(), useUiMessages())
}
