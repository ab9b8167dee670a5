import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The threads the compiler's parallel stages run on: `perform` is
/// `DispatchQueue.concurrentPerform`, with threads that are awake, each on
/// a core of its own, when a stage starts.
///
/// On Linux, Dispatch's threads sleep between stages and are woken, or made,
/// when one starts; the kernel puts a woken or new thread on the waking
/// thread's core whenever the other cores look busy to it, which in a
/// virtual machine an idle core does (its virtual CPU is descheduled). The
/// stage then runs on one core until the kernel moves a thread, about a
/// millisecond later, and a stage of two halves took as long as both
/// (Docs/performance-history.md, round 20). So
/// on Linux the stages run on `WorkerThreads`. Elsewhere `perform` is
/// Dispatch's.
///
/// A process says how it lives with `configure` before its first stage: a
/// one-shot command (the default) or a long-running one, such as a language
/// server, which calls `finishRun` after each run.
public enum WorkerPool {
    /// How the process that runs the stages lives.
    public enum Mode: Int, Sendable {
        /// A command that runs once and exits (`transitionc check`): each
        /// thread started on a core of its own, and awake for a moment
        /// after each stage, so that the next finds it on its core.
        case oneShot
        /// A process that waits for input between runs (a language server):
        /// no thread pinned to a core, none awake between stages, and the
        /// memory of a run handed back to the system by `finishRun`.
        case longRunning
    }

    private static let requestedMode = Atomic<Int>(Mode.oneShot.rawValue)
    private static let poolMade = Atomic<Bool>(false)

    /// Sets the mode of the process's pool. Call before the first stage:
    /// the threads are made then, in the mode asked for. Returns false, and
    /// changes nothing, once they are made.
    @discardableResult
    public static func configure(_ mode: Mode) -> Bool {
        guard !poolMade.load(ordering: .sequentiallyConsistent) else { return false }
        requestedMode.store(mode.rawValue, ordering: .sequentiallyConsistent)
        return true
    }

    /// The mode the pool was made in (or will be, before the first stage).
    public static var mode: Mode { Mode(rawValue: requestedMode.load(ordering: .sequentiallyConsistent)) ?? .oneShot }

    /// The mode for the shared pool, read as it is made; `configure` fails after.
    static func takeModeForSharedPool() -> Mode {
        poolMade.store(true, ordering: .sequentiallyConsistent)
        return mode
    }

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
        detachedJobs.enter()
        DispatchQueue.global().async {
            job()
            detachedJobs.leave()
        }
        #endif
    }

    #if !os(Linux)
    private static let detachedJobs = DispatchGroup()
    #endif

    /// Ends a run of a long-running process: returns once every detached
    /// job has run (the last run's trees are freed), and then hands the
    /// memory freed back to the system (glibc keeps freed memory for the
    /// next allocation, and a server's next run may be minutes away). A
    /// one-shot command need not call it: its memory goes when it exits.
    public static func finishRun() {
        #if os(Linux)
        WorkerThreads.shared.finishDetachedJobs()
        ReturnedMemory.trim()
        #else
        detachedJobs.wait()
        #endif
    }
}
