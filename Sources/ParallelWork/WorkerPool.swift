import Dispatch

/// The threads the compiler's parallel stages run on: `perform` is
/// `DispatchQueue.concurrentPerform`, with threads that are awake, each on
/// a core of its own, when a stage starts.
///
/// On Linux, Dispatch's threads sleep between stages and are woken, or made,
/// when one starts; the kernel puts a woken or new thread on the waking
/// thread's core whenever the other cores look busy to it, which in a
/// virtual machine an idle core does (its virtual CPU is descheduled). The
/// stage then runs on one core until the kernel moves a thread, about a
/// millisecond later: a stage of two one-millisecond halves took two
/// milliseconds in most runs here, and the two pieces of a 1 000-transition
/// file started 1.15 ms apart (Docs/performance-history.md, round 20). So
/// on Linux the stages run on `WorkerThreads`. Elsewhere `perform` is
/// Dispatch's.
public enum WorkerPool {
    /// Runs `body` for each of `0..<iterations` on the calling thread and
    /// the pool's threads, and returns when all are done.
    public static func perform(iterations: Int, _ body: (Int) -> Void) {
        #if os(Linux)
        WorkerThreads.shared.perform(iterations: iterations, body)
        #else
        DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
        #endif
    }

    /// Runs `job` on another thread, soon, and returns without waiting for
    /// it: for work nothing waits on, such as freeing what is no longer
    /// needed. On Linux a thread of the pool takes it, as soon as one is
    /// free (with no thread to take it, it runs before `detach` returns);
    /// elsewhere Dispatch does. A job not yet run when the process exits is
    /// not run.
    public static func detach(_ job: @escaping @Sendable () -> Void) {
        #if os(Linux)
        WorkerThreads.shared.detach(job)
        #else
        DispatchQueue.global().async(execute: job)
        #endif
    }
}
